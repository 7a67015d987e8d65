import { type Corrections } from '../../rules/block-duel-chess/correctionsFile.ts';
import type { DuelView } from '../../export/duelView.ts';
import type { GameCard } from '../../export/gameCard.ts';
import type { GameView } from '../../export/gameView.ts';
import type { LibraryRequests } from '../library/HttpSource.ts';
import type { LibraryCacheUsage } from '../library/LibraryCache.ts';
import type { ExportGame } from '../../export/gameExport.ts';
import type { PieceDocument } from '../../export/pieceDocument.ts';
import type { ElementName } from '../../rules/block-duel-chess/elements.ts';
import type { Interpretations } from '../../rules/block-duel-chess/Interpretations.ts';
import type { StatName } from '../../rules/block-duel-chess/computeStats.ts';

/** Geometry of one distinct part, in part space; shared by every instance of it. */
export interface SceneGeometry {
  readonly key: string;
  /** 9 floats per triangle. */
  readonly triangles: Float32Array;
  /** Colour code per triangle: 16 means the instance's colour. */
  readonly triangleColours: Int32Array;
  /** 6 floats per edge line. */
  readonly lines: Float32Array;
  readonly doubleSided: boolean;
  /** The part's own box (its coordinates): the view bounds it without reading every vertex again. */
  readonly min: readonly [number, number, number];
  readonly max: readonly [number, number, number];
}

/** A part the model uses that could not be had: not in the library, or (with `why`) in the file but refused (a Studio custom part over the inflate limit, or damaged). */
export interface MissingPart {
  readonly name: string;
  readonly why?: string;
  /** A print not in the library, drawn as its plain mould (this one). */
  readonly standIn?: string;
}

export type SceneFinish = 'solid' | 'transparent' | 'chrome' | 'pearlescent' | 'metal' | 'rubber' | 'glitter' | 'speckle' | 'luminous';

export interface SceneColour {
  readonly code: number;
  readonly name: string;
  /** 0xRRGGBB */
  readonly rgb: number;
  readonly edgeRgb: number;
  readonly alpha: number;
  readonly finish: SceneFinish;
}

/** One placed part: which geometry, which colour, where. Index = part index in the analysis. */
export interface SceneInstance {
  readonly id: string;
  /** The part's file name as the model names it ("3001.dat"). */
  readonly part: string;
  readonly geometry: string | null;
  readonly colour: number;
  /** Column-major 4x4 (three.js order), LDU, -Y up. */
  readonly matrix: readonly number[];
  /** World box, for missing parts (drawn as placeholder boxes) and for framing. */
  readonly min: readonly [number, number, number];
  readonly max: readonly [number, number, number];
}

export interface SceneData {
  readonly geometries: readonly SceneGeometry[];
  readonly instances: readonly SceneInstance[];
  readonly colours: readonly SceneColour[];
  readonly bounds: { readonly min: readonly [number, number, number]; readonly max: readonly [number, number, number] };
}

export interface AnalysisSettings {
  readonly corrections: Corrections;
  readonly element?: ElementName;
  readonly rules?: Interpretations;
}

/** One piece of a file that holds several (findPieces), with its data sheet's Element and final values. */
export interface TeamPiece {
  /** 1, 2, 3 ... as findPieces numbers them (largest first): what `analyze` asks for. */
  readonly number: number;
  readonly name: string;
  /** Why these parts are one piece. */
  readonly reason: string;
  /** Its parts, as indices into the scene's instances. */
  readonly parts: readonly number[];
  readonly element: ElementName;
  /** The final values (after the Element Modifier and the Colour Bonus). */
  readonly stats: Readonly<Record<StatName, number>>;
}

/** The data sheet's final values under one Element the piece's colours allow (the Element correction chooses it). */
export interface ElementStats {
  readonly element: ElementName;
  readonly colourBonus: number;
  /** The final values (after that Element's Modifier and its Colour Bonus), as `analyze --element` gives them. */
  readonly stats: Readonly<Record<StatName, number>>;
}

/** The pieces a file holds, each analyzed alone with the same settings; the rest of the file is scenery or loose parts. */
export interface TeamSummary {
  readonly pieces: readonly TeamPiece[];
  /** Parts that are ground or buildings. */
  readonly scenery: number;
  /** Parts lying about, in no piece. */
  readonly loose: number;
}

/** The other brick games a build can be read as, as `brickstats export --game` names them (Block Duel Chess is the data sheet itself). */
export type GameName = ExportGame;

/** A game reading for the viewer: text and json as `brickstats export --game` prints them (json null when the build cannot be read so: text says why). */
export interface GameResult {
  readonly text: string;
  readonly json: string | null;
  /** The figures as tables; null with json. */
  readonly view: GameView | null;
  readonly card: GameCard | null;
  /** The piece (its number) the card is of, in a file of several pieces; null: the whole file. */
  readonly cardPiece: number | null;
}

/** A duel of the loaded piece against an opponent, as `brickstats duel piece opponent --runs --seed --actions` plays it. */
export interface DuelRequest {
  /** The opponent's model file: the bundled minifig or a file the player chose. */
  readonly opponent: { readonly name: string; readonly bytes: ArrayBuffer };
  readonly runs: number;
  readonly seed: number;
  readonly actions: 'unlimited' | 'once';
  /** The loaded piece plays with the data sheet's stats: its corrections and Element. */
  readonly settings: AnalysisSettings;
  /** The piece of the file that plays (a TeamPiece's number); absent: the whole file. */
  readonly piece?: number;
}

/** A model's bytes, or the body of its HTTP response still arriving (the page starts the fetch, the worker reads it). */
export type ModelSource = { readonly bytes: ArrayBuffer } | { readonly stream: ReadableStream<Uint8Array> };

export type WorkerRequest =
  /**
   * Where the library is: the page's `ldraw/` folder (the development server answers it at
   * its root; the built site has it beside index.html, under whatever path the site is
   * published). The client sends it first, so the library's index is fetched at once. No answer.
   */
  | { readonly type: 'library'; readonly base: string; readonly request: number }
  /**
   * Reads a model. Answers `scene` (or `error`); the page then asks `analyze` with the
   * corrections saved under the scene's key. `restore`: the model the page shows, read again by a
   * fresh worker (after a cancelled load); the other requests wait until it is read.
   */
  | { readonly type: 'load'; readonly name: string; readonly source: ModelSource; readonly request: number; readonly restore?: boolean }
  /**
   * Analyzes the current model: the whole file, or with `piece` (a TeamPiece's number) that piece alone.
   * The file is split into pieces once per load; the answer also carries the team summary.
   */
  | { readonly type: 'analyze'; readonly settings: AnalysisSettings; readonly piece?: number; readonly request: number }
  /**
   * The final values under every Element the colours allow of what `analyze` with the same settings and piece shows
   * (asked for after it: each Element is one more analysis, so the data sheet does not wait for them). Answers `elements`.
   */
  | { readonly type: 'elements'; readonly settings: AnalysisSettings; readonly piece?: number; readonly request: number }
  /** The build read as another game, with the data sheet's corrections (those of the whole file: part ids are the file's). */
  | { readonly type: 'game'; readonly game: GameName; readonly corrections: Corrections; readonly request: number }
  /** Progress comes as `progress` (phase 'dueling'), the end as `duel-result`, or `error` (a bad opponent, a team that cannot play, stopped). */
  | ({ readonly type: 'duel'; readonly request: number } & DuelRequest)
  /** Stops the running duel (it answers `error`); this request gets no answer of its own. */
  | { readonly type: 'duel-stop'; readonly request: number }
  /** The library files kept in the browser (see LibraryCache): how much (`usage`), or let go of them all (`clear`). Answers `library-cache`. */
  | { readonly type: 'library-cache'; readonly action: 'usage' | 'clear'; readonly request: number };

export type WorkerResponse =
  | { readonly type: 'progress'; readonly request: number; readonly phase: string; readonly done: number; readonly total: number }
  /**
   * A load's answer: the file is good and can be drawn. `key` names the file's saved corrections (see modelKey);
   * `library` the library files this load fetched and in how many rounds (the benchmark prints them).
   */
  | { readonly type: 'scene'; readonly request: number; readonly name: string; readonly key: string; readonly scene: SceneData; readonly missing: readonly MissingPart[]; readonly library?: LibraryRequests; /** Drawn from the scene kept at the model's last load (its parts are read after, for the analysis). */ readonly kept?: true }
  /**
   * `piece` is the piece analyzed (null: the whole file, also when the piece asked for is not in the file),
   * `parts` the scene index of each of the document's parts (null: the whole file, same indices), and
   * `team` the file's pieces with these settings (null when the file is one piece and nothing else).
   */
  | {
      readonly type: 'analyzed';
      readonly request: number;
      readonly document: PieceDocument;
      readonly piece: number | null;
      readonly parts: readonly number[] | null;
      readonly team: TeamSummary | null;
    }
  /** The final values under every Element the colours allow, in the order of the analysis' `elementChoices`. */
  | { readonly type: 'elements'; readonly request: number; readonly elements: readonly ElementStats[] }
  /** A load that a newer load replaced while it was still being read: it is dropped, never shown nor made current. */
  | { readonly type: 'superseded'; readonly request: number }
  /**
   * A game reading of the current model: text and json are exactly what `brickstats export --game` prints with
   * `--format text` and `--format json` for that one file; json is null when the build cannot be read so (text says why).
   */
  | ({ readonly type: 'game-result'; readonly request: number } & GameResult)
  /** The duel's report, exactly as `brickstats duel` prints it, and the figures it is made of (for the tables and the chart). */
  | { readonly type: 'duel-result'; readonly request: number; readonly text: string; readonly view: DuelView }
  /** What the library cache holds after the request; null when the browser keeps nothing (no IndexedDB, storage blocked). */
  | { readonly type: 'library-cache'; readonly request: number; readonly usage: LibraryCacheUsage | null }
  | { readonly type: 'error'; readonly request: number; readonly message: string };
