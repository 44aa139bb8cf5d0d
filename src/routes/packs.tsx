import { createFileRoute, useRouter, useRouterState } from "@tanstack/react-router";
import { fetchPacks } from "../api/payments";
import { withChunkRecovery } from "../features/layout/route-error";
import { PacksScreen } from "../features/packs/packs-screen";
import { PaymentHost } from "../features/payment/payment-host";
import { fr } from "../i18n/fr";
import { usePageTitle } from "../ui/use-page-title";

export const Route = createFileRoute("/packs")({
  loader: ({ abortController }) => fetchPacks(abortController.signal),
  component: PacksPage,
  errorComponent: withChunkRecovery(PacksError),
});

function PacksPage() {
  usePageTitle(fr.pages.packs);
  const router = useRouter();
  const loading = useRouterState({ select: (s) => s.status === "pending" });
  return (
    <>
      <PacksScreen
        result={{ packs: Route.useLoaderData() }}
        onRefresh={() => void router.invalidate()}
        loading={loading}
      />
      <PaymentHost />
    </>
  );
}

function PacksError() {
  usePageTitle(fr.pages.packs);
  const router = useRouter();
  const retry = () => void router.invalidate();
  return (
    <>
      <PacksScreen result={{ onRetry: retry }} onRefresh={retry} />
      <PaymentHost />
    </>
  );
}
