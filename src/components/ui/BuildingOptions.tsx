// The options of a building picker: an empty first choice, then each building by name.
interface BuildingOptionsProps {
  buildings: readonly { id: number; name: string }[];
  /** The empty choice's text ('Any building', 'Select a building'). */
  emptyLabel: string;
}

export function BuildingOptions({ buildings, emptyLabel }: BuildingOptionsProps) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {buildings.map((b) => (
        <option key={b.id} value={b.id}>
          {b.name}
        </option>
      ))}
    </>
  );
}
