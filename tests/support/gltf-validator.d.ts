// The part of the Khronos glTF validator's API the tests use (the package ships no types).
declare module 'gltf-validator' {
  export interface ValidationMessage {
    readonly code: string;
    readonly message: string;
    /** 0 error, 1 warning, 2 information, 3 hint. */
    readonly severity: number;
    readonly pointer?: string;
  }
  export interface ValidationReport {
    readonly issues: { readonly numErrors: number; readonly numWarnings: number; readonly messages: readonly ValidationMessage[] };
  }
  export function validateBytes(data: Uint8Array, options?: { uri?: string; maxIssues?: number }): Promise<ValidationReport>;
}
