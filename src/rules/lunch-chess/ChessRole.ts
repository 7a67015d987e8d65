/**
 * The six chess pieces. Lunch Chess and Davey Drehs' variant both play the
 * standard chess set, so Davey Drehs' rules use this type from here.
 */
export type ChessRole = 'king' | 'queen' | 'rook' | 'bishop' | 'knight' | 'pawn';

export const CHESS_ROLES: readonly ChessRole[] = ['king', 'queen', 'rook', 'bishop', 'knight', 'pawn'];

/** How many of each piece one side sets up: "standard Chess beginning formation". */
export function startingCount(role: ChessRole): number {
  switch (role) {
    case 'king':
    case 'queen':
      return 1;
    case 'rook':
    case 'bishop':
    case 'knight':
      return 2;
    case 'pawn':
      return 8;
    default: {
      const never: never = role;
      return never;
    }
  }
}

/** A role from what a user types, any case; undefined for anything else. */
export function parseChessRole(text: string): ChessRole | undefined {
  const key = text.trim().toLowerCase();
  return CHESS_ROLES.find((r) => r === key);
}

/** "King", "Queen" ... for text. */
export function roleName(role: ChessRole): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}
