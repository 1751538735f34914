// The first touch's hidden fields of a public form: the page's early script fills them as
// the form is sent (src/components/layout/LeadSourceScript.astro), so a plain post, before the island
// hydrates or without it, says where the visit came from. Uncontrolled: React never resets them.
import { LEAD_SOURCE_FIELD_NAMES } from '~/src/lib/lead-source';

export function LeadSourceFields() {
  return (
    <>
      {LEAD_SOURCE_FIELD_NAMES.map((name) => (
        <input key={name} type="hidden" name={name} />
      ))}
    </>
  );
}
