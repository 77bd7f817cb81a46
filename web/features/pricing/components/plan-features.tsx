import { Check } from 'lucide-react';

/** A plan card's feature list (already translated lines). */
export function PlanFeatures({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-3 text-sm">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The 'Your plan' marker on the signed-in user's current plan. */
export function YourPlanBadge({ label }: { label: string }) {
  return (
    <span className="rounded-full border border-success/40 bg-success/10 px-2.5 py-0.5 text-xs font-semibold text-success">
      {label}
    </span>
  );
}
