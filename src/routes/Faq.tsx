import { createFileRoute } from "@tanstack/react-router";
import { FaqScreen } from "../features/info/faq-screen";

// Route matching is case-insensitive: /faq reaches this page too.
export const Route = createFileRoute("/Faq")({ component: FaqScreen });
