import { describe, expect, it } from 'vitest';
import { connectedGroups, findConnections, MAX_CONTACTS_PER_PART, type Connection } from '../../src/analysis/findConnections.ts';
import { buildText } from '../support/library.ts';

const at = (x: number, y: number, part = '3001.dat') => `1 4 ${x} ${y} 0 1 0 0 0 1 0 0 0 1 ${part}`;
const key = (c: Connection) => `${Math.min(c.a, c.b)}-${Math.max(c.a, c.b)}`;

describe('connections of parts stacked in one spot are bounded', () => {
  it('copies at one matrix are searched once, and connected as if each had been searched', async () => {
    // Parts 0-4: five copies of a brick at the origin; 5: a brick on top; 6: a copy of 5.
    const model = await buildText([at(0, 0), at(0, 0), at(0, 0), at(0, 0), at(0, 0), at(0, -24), at(0, -24)].join('\n'));
    const graph = findConnections(model.parts);
    expect(graph.limits).toBeUndefined();
    const byPair = new Map(graph.connections.map((c) => [key(c), c]));
    expect(byPair.size).toBe(graph.connections.length);
    // Every pair among the seven is connected: the copies overlap, the top ones stand on them.
    expect(byPair.size).toBe(21);
    const same = (x: string, y: string) => {
      const { a: _a, b: _b, ...cx } = byPair.get(x)!;
      const { a: _c, b: _d, ...cy } = byPair.get(y)!;
      expect(cx, `${x} like ${y}`).toEqual(cy);
    };
    for (let i = 0; i < 5; i++) {
      for (let j = i + 1; j < 5; j++) same(`${i}-${j}`, '0-1');
      same(`${i}-5`, '0-5');
      same(`${i}-6`, '0-5');
    }
    expect(byPair.get('0-5')).toMatchObject({ kind: 'stud', studs: 8, held: true });
    for (let i = 0; i < 7; i++) expect(graph.neighbours[i]).toHaveLength(6);
  });

  it('10,000 copies of a brick in one spot: linked in a chain, one group, in moments', async () => {
    const model = await buildText(Array.from({ length: 10_000 }, () => at(0, 0)).join('\n'));
    const graph = findConnections(model.parts);
    expect(graph.limits).toBeUndefined();
    expect(graph.connections.length).toBe(9_999);
    expect(connectedGroups(graph)).toHaveLength(1);
  }, 30_000);

  it('3,000 bricks a hair apart, all touching: the search stops at its budgets and says so', async () => {
    const model = await buildText(Array.from({ length: 3_000 }, (_, i) => at(i * 0.001, 0)).join('\n'));
    const graph = findConnections(model.parts);
    expect(graph.limits?.join('\n')).toMatch(/touching pairs \(parts stacked in one spot\?\); the contact search stopped early/);
    expect(graph.limits?.join('\n')).toMatch(new RegExp(`only the nearest ${MAX_CONTACTS_PER_PART} are kept`));
    expect(Math.max(...graph.neighbours.map((n) => n.length))).toBeLessThanOrEqual(MAX_CONTACTS_PER_PART + 64);
  }, 60_000);
});
