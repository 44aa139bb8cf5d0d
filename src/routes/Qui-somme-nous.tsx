import { createFileRoute } from "@tanstack/react-router";
import { AboutScreen } from "../features/info/about-screen";

export const Route = createFileRoute("/Qui-somme-nous")({ component: AboutScreen });
