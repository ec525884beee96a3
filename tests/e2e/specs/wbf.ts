// The WBF continuous IMP-to-VP scale, worked out here from the WBF scoring
// panel's published algorithm (not from Clubscore's code), so the tests
// that check VPs have a reader of their own: for a match of N boards the
// blitz margin is B = 15·√N; a margin of M IMPs is worth
// 10 + 10·(1 − τ^(3M/B)) / (1 − τ³) VPs to the winner (τ = (√5 − 1)/2),
// capped at 20 and rounded to hundredths; then, where a step up is bigger
// than the step before it, the lower value is raised a hundredth at a time
// until the scale never gains more for a later IMP than for an earlier one.

/** The winner's VPs, in hundredths, for every margin from 0 to the blitz. */
function scale(boards: number): number[] {
  const tau = (Math.sqrt(5) - 1) / 2;
  const blitz = 15 * Math.sqrt(boards);
  const top = Math.ceil(blitz);
  const v: number[] = [];
  for (let m = 0; m <= top; m++) {
    v.push(Math.min(2000, Math.round(1000 + (1000 * (1 - Math.pow(tau, (3 * m) / blitz))) / (1 - Math.pow(tau, 3)))));
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 1; i + 1 < v.length; i++) {
      if (v[i + 1] - v[i] > v[i] - v[i - 1]) {
        v[i] += 1;
        changed = true;
      }
    }
  }
  return v;
}

/** The winner's and the loser's VPs for a margin of `imps` in a match of `boards` boards. */
export function wbfVps(boards: number, imps: number): { winner: number; loser: number } {
  const v = scale(boards);
  const w = v[Math.min(Math.abs(imps), v.length - 1)];
  return { winner: w / 100, loser: (2000 - w) / 100 };
}
