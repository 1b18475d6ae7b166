/** A form's send button: the site's one button style, saying so and refusing a second press while it sends. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="button form-submit" disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
