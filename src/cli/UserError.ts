/** A problem with what the user asked for or gave: printed as one line, never with a stack. */
export class UserError extends Error {
  constructor(message: string, readonly exitCode: 1 | 2 = 1) {
    super(message);
    this.name = 'UserError';
  }
}
