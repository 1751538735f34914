// The search box over an admin list. Filtering runs on a deferred copy of the text, so typing
// stays instant however long the list.
interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

export function SearchBox({ label, placeholder, value, onChange }: SearchBoxProps) {
  return (
    <input
      type="search"
      className="input mt-0 w-64"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Whether every word of `query` appears in one of `fields` (case-insensitive). */
export function matchesSearch(query: string, fields: (string | null | undefined)[]): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = fields.filter(Boolean).join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
}
