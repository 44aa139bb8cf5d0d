import { createFileRoute } from "@tanstack/react-router";
import { ContactScreen } from "../features/info/contact-screen";

export const Route = createFileRoute("/contactez-nous")({ component: ContactScreen });
