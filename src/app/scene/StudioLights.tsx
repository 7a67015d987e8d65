import { Environment, Lightformer } from '@react-three/drei';
import { BackSide } from 'three';

/** Sky-and-ground fill + key + fill: all that plain, rubber and transparent parts need. */
export function StudioLights() {
  return (
    <>
      <hemisphereLight args={['#ffffff', '#b4b9c2', 2.4]} />
      <directionalLight position={[3, 5, 4]} intensity={1.6} />
      <directionalLight position={[-4, 2, -3]} intensity={0.6} />
    </>
  );
}

/**
 * A small environment for chrome and metal to reflect (metalness 1 with no
 * environment renders black), built from Lightformers and rendered once into a
 * cube map: drei's presets would fetch HDRs from a CDN, and the viewer must work
 * offline. Mounted only for models with such parts: building it (a cube render
 * and its blur shaders) costs about 2 s of GPU time in software GL.
 */
export function Reflections() {
  return (
    <>
      <Environment resolution={64} frames={1}>
        <Lightformer form="rect" intensity={2} color="#ffffff" position={[0, 5, 0]} rotation-x={Math.PI / 2} scale={[10, 10, 1]} />
        <Lightformer form="rect" intensity={1} color="#dfe8ff" position={[-5, 1, 1]} rotation-y={Math.PI / 2} scale={[6, 3, 1]} />
        <Lightformer form="rect" intensity={1} color="#fff3e0" position={[5, 1, -1]} rotation-y={-Math.PI / 2} scale={[6, 3, 1]} />
        <Lightformer form="ring" intensity={0.8} color="#ffffff" position={[0, 1, 6]} scale={3} />
        <mesh scale={50}>
          <sphereGeometry args={[1, 16, 8]} />
          <meshBasicMaterial color="#3a3f47" side={BackSide} />
        </mesh>
      </Environment>
    </>
  );
}
