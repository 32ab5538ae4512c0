import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { Hand, LayoutGrid, Scale, Ticket, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { failedWithoutData, LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useSiteSettings } from '../api/get-site-settings';
import { GridSettingsForm } from './grid-settings-form';
import { HomeViewportForm } from './home-viewport-form';
import { WelcomeBannerForm } from './welcome-banner-form';

const tabClass =
  'inline-flex shrink-0 items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-slate-600 transition ' +
  'hover:text-slate-900 focus:outline-none data-focus:ring-2 data-focus:ring-brand-500 dark:text-slate-400 dark:hover:text-white ' +
  'data-selected:bg-white data-selected:text-brand-700 data-selected:shadow-sm dark:data-selected:bg-slate-800 dark:data-selected:text-brand-400';

function TabLabel({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <>
      <Icon className="size-4" aria-hidden="true" />
      {children}
    </>
  );
}

/**
 * Admin screen 8: 'Kart Düzeni', 'Bilet Ayarları' and 'Hoş Geldin Banner', and for a super_admin
 * 'Yasal Metinler'. The ticket and legal tabs' forms belong to their slices; the route passes them in.
 */
export function SettingsTabs({ ticketSettings, legalTexts }: { ticketSettings: ReactNode; legalTexts?: ReactNode }) {
  const query = useSiteSettings();
  const settings = query.data;
  const state = failedWithoutData(query) ? <LoadFailed what="Site ayarları" query={query} /> : <Spinner />;
  return (
    <TabGroup>
      <TabList className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 dark:bg-slate-900">
        <Tab className={tabClass}>
          <TabLabel icon={LayoutGrid}>Kart Düzeni</TabLabel>
        </Tab>
        <Tab className={tabClass}>
          <TabLabel icon={Ticket}>Bilet Ayarları</TabLabel>
        </Tab>
        <Tab className={tabClass}>
          <TabLabel icon={Hand}>Hoş Geldin Banner</TabLabel>
        </Tab>
        {legalTexts && (
          <Tab className={tabClass}>
            <TabLabel icon={Scale}>Yasal Metinler</TabLabel>
          </Tab>
        )}
      </TabList>
      <TabPanels className="mt-4">
        <TabPanel as={Card} className="p-5 sm:p-6">
          {settings ? (
            <>
              <GridSettingsForm settings={settings} />
              <HomeViewportForm settings={settings} />
            </>
          ) : (
            state
          )}
        </TabPanel>
        <TabPanel as={Card} className="p-5 sm:p-6">
          {ticketSettings}
        </TabPanel>
        <TabPanel as={Card} className="p-5 sm:p-6">
          {settings ? <WelcomeBannerForm settings={settings} /> : state}
        </TabPanel>
        {legalTexts && (
          <TabPanel as={Card} className="p-5 sm:p-6">
            {legalTexts}
          </TabPanel>
        )}
      </TabPanels>
    </TabGroup>
  );
}
