import type { Browser } from "@playwright/test";
export declare const chromiumPath: string;
export declare const testChromiumPath: string;
export declare const chromiumArgs: string[];
export declare function launchChromium(): Promise<Browser>;
