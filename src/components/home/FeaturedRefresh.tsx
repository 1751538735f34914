// The home page out of date (docs/decisions/061): the featured units changed since the build, or one's
// date arrived ("Available now"). Loaded only then (client:stale), this island fetches the API's
// featured units and draws the cards from them in the prebuilt island's place (none: the section
// goes). It renders nothing until the answer is in, and the build's cards stay if it never comes.
import { useEffect, useState } from 'react';
import { apiGet } from '~/src/lib/api/client';
import type { UnitJson } from '~/src/lib/api/types';
import { Replaces } from '../ui/Replaces';
import FeaturedUnits from './FeaturedUnits';

export default function FeaturedRefresh({ replaces }: { replaces: string }) {
  const [units, setUnits] = useState<UnitJson[] | null>(null);
  useEffect(() => {
    apiGet('/api/properties/featured', () => import('~/src/lib/api/public-responses').then((s) => s.UnitListJsonSchema)).then(
      setUnits,
      (error: unknown) => console.error('Could not refresh the featured units', error),
    );
  }, []);
  if (!units) return null;
  return (
    <>
      <FeaturedUnits units={units} />
      <Replaces id={replaces} />
    </>
  );
}
