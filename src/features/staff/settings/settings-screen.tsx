import { useState } from "react";
import type { SiteSettings } from "../../../contract/staff/settings";
import { frStaffSettings } from "../../../i18n/fr-staff-settings";
import { StaffHeader } from "../../../ui/staff-page";
import { usePageTitle } from "../../../ui/use-page-title";
import { AboutSection } from "./about-section";
import { BannerSection } from "./banner-section";
import { DocumentsSection } from "./documents-section";
import { FaqSection } from "./faq-section";
import { HomeSection } from "./home-section";
import { ModalsSection } from "./modals-section";
import { PenaltiesSection } from "./penalties-section";
import { RulesSection } from "./rules-section";
import { SlidesSection } from "./slides-section";

const t = frStaffSettings;

/** « Réglages »: each part of the site the centre changes without a developer, saved on its own. */
export function SettingsScreen({ initial }: { initial: SiteSettings }) {
  usePageTitle(t.title);
  // Pictures and addresses follow each answer; each form keeps what is typed in it.
  const [settings, setSettings] = useState(initial);
  const banner = settings.banners[0];
  return (
    <div className="space-y-5" data-testid="settings">
      <StaffHeader title={t.title} intro={t.intro} />
      <HomeSection settings={settings} onSaved={setSettings} />
      {banner && <BannerSection banner={banner} onSaved={setSettings} />}
      <ModalsSection settings={settings} onSaved={setSettings} />
      {settings.slides && <SlidesSection slides={settings.slides} onSaved={setSettings} />}
      <FaqSection settings={settings} onSaved={setSettings} />
      <AboutSection settings={settings} onSaved={setSettings} />
      <DocumentsSection settings={settings} onSaved={setSettings} />
      <RulesSection settings={settings} onSaved={setSettings} />
      <PenaltiesSection settings={settings} onSaved={setSettings} />
    </div>
  );
}
