import { describe, expect, it } from 'vitest';
import type { BoardingPoint } from '@/lib/api/contract/schemas';
import { announcedBoardingPoints, isAnnounced } from '@/lib/booking/boarding-points';

const point = (id: number, Ort: string, Stelle: string): BoardingPoint => ({
  IDZustieg: id,
  PLZ: '80335',
  Ort,
  Stelle,
  preis: '0,00',
  zeit: '06:45',
});

describe('boarding points (spec §5)', () => {
  it("drops boarding points whose place reads 'wird noch bekannt gegeben'", () => {
    const points = [
      point(1, 'München', 'Hauptbahnhof'),
      point(2, 'Holzkirchen', 'wird noch bekannt gegeben'),
      point(3, 'Wird noch bekannt gegeben', ''),
      point(4, 'Rosenheim', 'Busbahnhof (Ort wird noch bekannt gegeben)'),
    ];
    expect(announcedBoardingPoints(points).map((p) => p.IDZustieg)).toEqual([1]);
  });

  it('keeps a point whose place is known', () => {
    expect(isAnnounced(point(1, 'Freising', 'P+R Parkplatz'))).toBe(true);
  });
});
