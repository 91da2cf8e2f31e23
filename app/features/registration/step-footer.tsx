import { Button } from "#app/components/ui/button.tsx";

/** A step's footer: Back (or Cancel), and the button that submits the step's form. */
export function StepFooter({
  back,
  onBack,
  form,
  next,
  busy,
}: {
  back: string;
  onBack: () => void;
  /** The id of the form the main button submits. */
  form: string;
  next: string;
  busy?: boolean;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onBack}>
        {back}
      </Button>
      <Button type="submit" form={form} busy={busy}>
        {next}
      </Button>
    </>
  );
}
