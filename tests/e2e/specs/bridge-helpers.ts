// Bridge arithmetic for the tests, written here independently of the engine.

// Law 78B: the lower limit of each band from 1 to 24 IMPs.
const BANDS = [20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000];
export const imps = (d: number) => Math.sign(d) * BANDS.filter((b) => Math.abs(d) >= b).length;

// Boards of the 16-board cycle on which North-South are vulnerable.
const VUL_NS = new Set([2, 4, 5, 7, 10, 12, 13, 15]);

/** The NS score of 4S by North with `tricks` tricks on `board` (Law 77). */
export function fourSpades(board: number, tricks: number): number {
  const vul = VUL_NS.has(((board - 1) % 16) + 1);
  if (tricks >= 10) return (vul ? 620 : 420) + (tricks - 10) * 30;
  return -(10 - tricks) * (vul ? 100 : 50);
}
