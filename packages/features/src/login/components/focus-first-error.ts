/** Moves focus to the first field (in form order) that has an error (WCAG 3.3.1). */
export function focusFirstError(
  errors: Readonly<Record<string, string>>,
  ids: Readonly<Record<string, string>>,
): void {
  const first = Object.keys(ids).find((path) =>
    Object.keys(errors).some((key) => key === path || key.startsWith(`${path}.`)),
  );
  if (first === undefined) return;
  const element = document.getElementById(ids[first] ?? '');
  element?.focus();
}
