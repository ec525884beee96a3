import { wbfVps } from './wbf';
import { test, expect } from '@playwright/test';
import { axeProblems, openNewEvent, playFourSpades } from './pages';
import { imps } from './bridge-helpers';

test('Swiss teams: five teams, round by round, a bye, VPs and the pairing from the standings', async ({ page }) => {
  await openNewEvent(page, 'Swiss', 'Bridge · Swiss teams');
  const setup = page.getByTestId('setup-form');
  await setup.getByLabel('Teams', { exact: true }).fill('5');
  await setup.getByLabel('Boards per match').fill('2');
  await expect(page.getByTestId('setup-preview')).toContainText('Round 1: 1 v 3, 2 v 4, 5 has the bye');
  await setup.getByRole('combobox', { name: 'Scoring' }).selectOption('wbf');
  await setup.getByRole('button', { name: 'Set up' }).click();
  const swiss = page.getByTestId('swiss');
  await expect(swiss.getByTestId('pairing')).toHaveText([
    'Tables 1 and 2: 1 Team 1 v 3 Team 3, boards 1–2',
    'Tables 3 and 4: 2 Team 2 v 4 Team 4, boards 1–2',
    '5 Team 5 has the bye (12 VPs)',
  ]);
  // Not before the round is complete.
  await swiss.getByRole('button', { name: 'Pair round 2' }).click();
  await expect(page.getByTestId('notice')).toContainText('Round 1 still lacks 4 board result(s)');

  const vp = new Map<number, number>([[5, 12]]);
  const played: string[] = [];
  // Plays a round's boards: 4S by North, tricks from the NS team and the board.
  async function play(boards: number[]) {
    const legs = await playFourSpades(page, boards, (ns, board) => 8 + ((ns * 5 + board * 3) % 5));
    for (const leg of legs.filter((l) => l.ns < l.ew && l.board === boards[0])) {
      const [a, b] = [leg.ns, leg.ew];
      let margin = 0;
      for (const board of boards) {
        const x = legs.find((l) => l.board === board && l.ns === a)!;
        const y = legs.find((l) => l.board === board && l.ns === b)!;
        margin += imps(x.score - y.score);
      }
      const split = wbfVps(2, margin);
      const [vpA, vpB] = margin >= 0 ? [split.winner, split.loser] : [split.loser, split.winner];
      vp.set(a, (vp.get(a) ?? 0) + vpA);
      vp.set(b, (vp.get(b) ?? 0) + vpB);
      played.push(`${a}-${b}`, `${b}-${a}`);
    }
  }
  await play([1, 2]);
  const shownVps = async () => new Map((await page.getByTestId('standing').evaluateAll((rows) => rows.map((r) => { const c = Array.from(r.querySelectorAll('td')).map((td) => td.textContent); return [Number(c[1]), Number(c[5])]; }))) as [number, number][]);
  for (const [team, v] of await shownVps()) expect(v).toBeCloseTo(vp.get(team)!, 2);

  // Round 2 from the standings: the leader meets the highest-placed team it has not met.
  await swiss.getByRole('button', { name: 'Pair round 2' }).click();
  await expect(page.getByTestId('notice')).toContainText('Round 2 paired: ');
  const order = [...vp.entries()].sort((x, y) => y[1] - x[1] || x[0] - y[0]).map(([t]) => t);
  const leader = order[0];
  const opponent = order.slice(1).find((t) => !played.includes(`${leader}-${t}`) && t !== leader)!;
  await expect(swiss.getByTestId('pairing').first()).toContainText(new RegExp(`^Tables 1 and 2: ${leader} Team ${leader} v ${opponent} Team ${opponent}, boards 3–4$`));
  // The bye goes to a team that has not had one.
  await expect(swiss.getByTestId('pairing').last()).not.toContainText('5 Team 5 has the bye');
  await expect(swiss.getByTestId('pairing').last()).toContainText('has the bye (12 VPs)');
  const byeTeam = Number((await swiss.getByTestId('pairing').last().textContent())!.split(' ')[0]);
  vp.set(byeTeam, (vp.get(byeTeam) ?? 0) + 12);
  await play([3, 4]);
  for (const [team, v] of await shownVps()) expect(v).toBeCloseTo(vp.get(team)!, 2);
  // Round 3 paired, then taken back while it is empty.
  await swiss.getByRole('button', { name: 'Pair round 3' }).click();
  await expect(swiss.locator('h2')).toHaveText('Swiss: round 3');
  await swiss.getByRole('button', { name: 'Take back the last pairing' }).click();
  await expect(page.getByTestId('notice')).toContainText('The pairing of round 3 is taken back.');
  await expect(swiss.locator('h2')).toHaveText('Swiss: round 2');
  expect(await axeProblems(page)).toEqual([]);
});
