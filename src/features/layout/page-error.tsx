import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { userMessage } from "../../api/refusal";
import { ErrorPanel } from "../../ui/panels";

/** A page whose data could not be loaded: what went wrong, and a way to try again. */
export function PageError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <section className="container-page py-16">
      <ErrorPanel message={userMessage(error)} onRetry={() => void router.invalidate()} />
    </section>
  );
}
