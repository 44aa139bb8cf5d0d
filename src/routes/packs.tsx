import { createFileRoute, useRouter, useRouterState } from "@tanstack/react-router";
import { withChunkRecovery } from "../features/layout/route-error";
import { loadPacks } from "../features/packs/packs-data";
import { PacksScreen } from "../features/packs/packs-screen";
import { PaymentHost } from "../features/payment/payment-host";
import { fr } from "../i18n/fr";
import { usePageTitle } from "../ui/use-page-title";

export const Route = createFileRoute("/packs")({
  // Offline, the packs last loaded on this phone.
  loader: () => loadPacks(),
  component: PacksPage,
  errorComponent: withChunkRecovery(PacksError),
});

function PacksPage() {
  usePageTitle(fr.pages.packs);
  const router = useRouter();
  const loading = useRouterState({ select: (s) => s.status === "pending" });
  const data = Route.useLoaderData();
  return (
    <>
      <PacksScreen
        result={{ packs: data.items }}
        savedCopyAt={data.fromCopy ? data.savedAt : undefined}
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
