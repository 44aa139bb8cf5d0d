import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { loadMessages } from "../../../features/staff/messages/messages-data";
import { MessagesScreen } from "../../../features/staff/messages/messages-screen";
import { searchValidator } from "../../../lib/search-params";
import { oneOf, page } from "../../../lib/staff-search";
import { messagesChanged } from "../../../queries/staff-changes";
import { useReload } from "../../reload";

/** The contact messages: all, unread or read, a page of them. */
const messagesSearch = v.object({ state: oneOf(["all", "unread", "read"]), page });

export const Route = createFileRoute("/admin/messages")({
  validateSearch: searchValidator(messagesSearch),
  loaderDeps: ({ search }: { search: v.InferOutput<typeof messagesSearch> }) => ({
    state: search.state ?? "all",
    page: search.page ?? 1,
  }),
  loader: ({ deps }) => loadMessages(deps),
  component: MessagesPage,
});

function MessagesPage() {
  const { state = "all", page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const reload = useReload(Route.id, messagesChanged);
  return (
    <MessagesScreen
      inbox={Route.useLoaderData()}
      query={{ state, page }}
      onQuery={(next) =>
        void navigate({
          search: {
            state: next.state === "all" ? undefined : next.state,
            page: next.page > 1 ? next.page : undefined,
          },
        })
      }
      onChanged={() => void reload()}
    />
  );
}
