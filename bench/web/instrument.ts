// Injected by `npm run bench:web` into both pages before their own scripts run
// (bundled to an IIFE). It records, in page time (ms since navigation start):
// - the first frame: the viewer's brickstatsDebug.firstFrameAt being set (from its
//   onAfterRender), or the LDrawLoader page publishing window.benchResult right after
//   render(); at that moment it copies the frame's draw calls and then reads one pixel,
//   which waits for the GPU (software GL here) to finish the frame: `gpuDoneAt` (null with
//   window.__benchNoGpuWait set: then nothing waits, so the page goes on as it would unwatched);
// - the viewer's progress phases as its status bar shows them, and its library requests and rounds;
// - with window.__benchProfile set, time spent inside WebGL calls before that frame,
//   and how long the GPU takes to finish the viewer's next frame (`nextFrameGpuMs`).

interface GlCost { calls: number; ms: number; bytes: number }
export interface BenchRecord {
  phases: Record<string, number>;
  readyAt: number | null;
  frame: { at: number; drawCalls: number; gpuDoneAt: number | null } | null;
  gl: Record<string, GlCost> | null;
  nextFrameGpuMs: number | null;
  /** The library files the viewer's load fetched, and in how many request rounds (from its `scene` message). */
  library: { files: number; rounds: number } | null;
}

declare global {
  interface Window {
    __bench: BenchRecord;
    __benchProfile?: boolean;
    __benchModelName?: string;
    __benchNoGpuWait?: boolean;
  }
}

const bench: BenchRecord = { phases: {}, readyAt: null, frame: null, gl: null, nextFrameGpuMs: null, library: null };
window.__bench = bench;

/** WebGL calls by kind; only counted until the first frame is recorded. */
const GL_KINDS: Record<string, string[]> = {
  upload: ['bufferData', 'bufferSubData', 'texImage2D', 'texImage3D', 'texSubImage2D', 'texSubImage3D', 'texStorage2D'],
  shaders: ['shaderSource', 'compileShader', 'linkProgram', 'getProgramParameter', 'getShaderParameter', 'getProgramInfoLog', 'getShaderInfoLog'],
  draw: ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced', 'drawRangeElements'],
};
const glCosts: Record<string, GlCost> = {};

function profileWebGL(): void {
  for (const [kind, names] of Object.entries(GL_KINDS)) {
    const cost = (glCosts[kind] = { calls: 0, ms: 0, bytes: 0 });
    for (const proto of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype] as unknown as Record<string, unknown>[]) {
      for (const name of names) {
        const fn = proto[name];
        if (typeof fn !== 'function') continue;
        proto[name] = function (this: unknown, ...args: unknown[]) {
          if (bench.frame) return fn.apply(this, args);
          const t = performance.now();
          try {
            return fn.apply(this, args);
          } finally {
            cost.ms += performance.now() - t;
            cost.calls++;
            const data = args.find((a) => ArrayBuffer.isView(a)) as ArrayBufferView | undefined;
            if (data) cost.bytes += data.byteLength;
          }
        };
      }
    }
  }
}

/** Waits for the GPU: a 1-pixel read cannot return before every queued draw has run. */
function waitForGpu(): void {
  const canvas = document.querySelector('canvas');
  const gl = canvas?.getContext('webgl2') ?? canvas?.getContext('webgl');
  gl?.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
}

/** Called in the same task as the first frame's render(), before anything else draws. */
function recordFrame(at: number, drawCalls: number): void {
  if (window.__benchNoGpuWait) {
    bench.frame = { at, drawCalls, gpuDoneAt: null };
    return;
  }
  waitForGpu();
  bench.frame = { at, drawCalls, gpuDoneAt: performance.now() };
  if (window.__benchProfile) bench.gl = structuredClone(glCosts);
}

if (window.__benchProfile) profileWebGL();

// The viewer's DebugHook reuses an existing window.brickstatsDebug, so these setters run
// inside its onAfterRender (frames++ first, then firstFrameAt), while drawCalls() still
// counts that frame. Only the fields used here are defined; DebugHook fills in the rest.
let firstFrameAt: number | null = null;
let frames = 0;
const debug = {
  drawCalls: () => 0,
  get frames() {
    return frames;
  },
  set frames(value: number) {
    frames = value;
    if (!window.__benchProfile || !bench.frame || bench.nextFrameGpuMs !== null) return;
    const t = performance.now();
    waitForGpu();
    bench.nextFrameGpuMs = performance.now() - t;
  },
  get firstFrameAt() {
    return firstFrameAt;
  },
  set firstFrameAt(value: number | null) {
    firstFrameAt = value;
    if (value !== null && !bench.frame) recordFrame(value, this.drawCalls());
  },
};
(window as unknown as { brickstatsDebug: unknown }).brickstatsDebug = debug;

// The LDrawLoader page publishes its result right after its one render().
let result: { firstFrameAt: number; drawCalls: number } | undefined;
Object.defineProperty(window, 'benchResult', {
  configurable: true,
  get: () => result,
  set(value: { firstFrameAt: number; drawCalls: number }) {
    result = value;
    if (!bench.frame) recordFrame(value.firstFrameAt, value.drawCalls);
  },
});

// Viewer phases: when each of the analysis worker's messages reaches the page (its
// progress phases, then `scene` and the first `analyzed`), recorded by wrapping the Worker class.
// A message is timed on arrival, so a busy page thread shows up as a later time.
const PageWorker = window.Worker;
window.Worker = class extends PageWorker {
  constructor(url: string | URL, options?: WorkerOptions) {
    super(url, options);
    bench.phases['worker created'] ??= performance.now();
    this.addEventListener('message', (event: MessageEvent<{ type?: string; phase?: string; library?: { files: number; rounds: number } }>) => {
      const { type, phase, library } = event.data ?? {};
      if (type === 'scene' && library) bench.library ??= library;
      const name = type === 'progress' ? phase : type === 'scene' ? 'scene received' : type === 'analyzed' ? 'analysis received' : undefined;
      if (name) bench.phases[name] ??= performance.now();
    });
  }
};
// The data sheet showing the model's name: the whole result is on screen.
new MutationObserver(() => {
  if (bench.readyAt === null && window.__benchModelName && document.querySelector('.data-sheet h2')?.textContent === window.__benchModelName) bench.readyAt = performance.now();
}).observe(document, { subtree: true, childList: true, characterData: true });
