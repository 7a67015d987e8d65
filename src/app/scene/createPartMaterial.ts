import { BackSide, DoubleSide, FrontSide, MeshStandardMaterial } from 'three';
import type { BatchSide } from './BatchSide.ts';
import type { MaterialClass } from './materialClass.ts';

/** Selected parts are pushed toward this (linear RGB): bright orange, unlike any tint. */
const HIGHLIGHT = 'vec3(1.0, 0.38, 0.0)';

/**
 * Replaces three's color_vertex chunk for batched parts. The vertex colour's alpha
 * marks triangles in the part's main colour (LDraw code 16): they take the instance
 * colour; the others keep their fixed colour (prints), unless a tint overrides all.
 * The instance alpha is decoded as packPartState wrote it. Selection turns a part
 * orange; selection and hover also add a glow (emissive), so they show on the
 * unlit side and on black parts.
 */
const COLOR_VERTEX = /* glsl */ `
#if defined( USE_BATCHING_COLOR ) && defined( USE_COLOR_ALPHA )
  vec4 partInstance = getBatchingColor( getIndirectIndex( gl_DrawID ) );
  float partFlags = floor( partInstance.a * 0.5 );
  float partOpacity = partInstance.a - 2.0 * partFlags;
  float partTintAll = mod( partFlags, 2.0 );
  float partSelected = mod( floor( partFlags * 0.5 ), 2.0 );
  float partHovered = floor( partFlags * 0.25 );
  vec3 partRgb = mix( color.rgb, partInstance.rgb, max( color.a, partTintAll ) );
  // In tint modes a selected part keeps its tint (the legend stays true) and glows; its edges turn orange (buildEdgeLines).
  float partPaint = partSelected * ( 1.0 - partTintAll );
  float partLift = partSelected * partTintAll;
  partRgb = mix( partRgb, ${HIGHLIGHT}, 0.6 * partPaint );
  vPartGlow = partPaint * 0.3 * ${HIGHLIGHT} + partLift * ( vec3( 0.1 ) + 0.45 * partRgb ) + partHovered * ( vec3( 0.08 ) + 0.3 * partRgb );
  vColor = vec4( partRgb, partOpacity );
#else
  vPartGlow = vec3( 0.0 );
  vColor = vec4( 1.0 );
#endif
`;

const GLOW_FRAGMENT = /* glsl */ `
#include <emissivemap_fragment>
totalEmissiveRadiance += vPartGlow;
`;

/**
 * One material per class and side. Flat shading takes normals from screen
 * derivatives: no normal attribute to store, and they face the viewer whatever
 * the winding, so mirrored instances and non-BFC parts light correctly.
 */
export function createPartMaterial(cls: MaterialClass, side: BatchSide): MeshStandardMaterial {
  const material = new MeshStandardMaterial({
    vertexColors: true,
    flatShading: true,
    side: side === 'front' ? FrontSide : side === 'back' ? BackSide : DoubleSide,
    roughness: 0.45,
    metalness: 0,
    envMapIntensity: 0.6,
  });
  switch (cls) {
    case 'transparent':
      material.transparent = true;
      material.depthWrite = false;
      material.roughness = 0.15;
      break;
    case 'chrome':
      material.metalness = 1;
      material.roughness = 0.25;
      material.envMapIntensity = 1;
      break;
    case 'metal':
      material.metalness = 0.6;
      material.roughness = 0.35;
      material.envMapIntensity = 1;
      break;
    case 'rubber':
      material.roughness = 0.9;
      break;
    case 'solid':
      break;
  }
  material.onBeforeCompile = (shader) => {
    shader.vertexShader = `varying vec3 vPartGlow;\n${shader.vertexShader.replace('#include <color_vertex>', COLOR_VERTEX)}`;
    shader.fragmentShader = `varying vec3 vPartGlow;\n${shader.fragmentShader.replace('#include <emissivemap_fragment>', GLOW_FRAGMENT)}`;
  };
  // Every part material shares the patch: one cache key keeps three from compiling duplicates.
  material.customProgramCacheKey = () => 'brickstats-part';
  return material;
}
