/** A bulleted list of texts (a service's bullets, a package's features, a policy's points); each text is its own key. */
export function TextList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
