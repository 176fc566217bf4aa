import type { Category } from '@/lib/api/model';
import { categoryPath } from '@/lib/site/filters';
import { ChipNav, type Chip } from '@/components/ui/ChipNav';

/** Links to the categories that have trips (already filtered and sorted, spec §4), the current one marked. */
export function CategoryChips({
  categories,
  current,
  allHref,
  allLabel,
  label,
}: {
  categories: Category[];
  current?: number;
  allHref?: string;
  allLabel?: string;
  label: string;
}) {
  const all: Chip[] =
    allHref && allLabel ? [{ key: 'all', href: allHref, label: allLabel, active: current === undefined }] : [];
  const chips = categories.map((category) => ({
    key: category.id,
    href: categoryPath(category),
    label: category.name,
    active: category.id === current,
    count: category.tripCount,
  }));
  return <ChipNav label={label} chips={[...all, ...chips]} />;
}
