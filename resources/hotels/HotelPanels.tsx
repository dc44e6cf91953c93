/** The tabs of a hotel below its data: photos, rooms, seasons with their price grid, supplements, offers, history. */
import { Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { OffersPanel, SupplementsPanel } from './ExtrasPanels.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';
import { PhotosPanel } from './PhotosPanel.tsx';
import { RoomsPanel } from './RoomsPanel.tsx';
import { SeasonsPanel } from './SeasonsPanel.tsx';

const TABS = ['photos', 'rooms', 'seasons', 'supplements', 'offers', 'history'] as const;
type TabKey = (typeof TABS)[number];

export function HotelPanels({ hotel }: { hotel: number }) {
  const translate = useTranslate();
  const [tab, setTab] = useState<TabKey>('seasons');
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Tabs value={tab} onChange={(_e, v: TabKey) => setTab(v)} variant="scrollable" aria-label={translate('app.hotels.tabs')}>
          {TABS.map((t) => (
            <Tab key={t} value={t} label={translate(t === 'history' ? 'app.hotelCatalog.history_tab' : `app.hotels.tab.${t}`)} id={`hotel-tab-${t}`} aria-controls={`hotel-tabpanel-${t}`} />
          ))}
        </Tabs>
        <Box sx={{ pt: 2 }} role="tabpanel" id={`hotel-tabpanel-${tab}`} aria-labelledby={`hotel-tab-${tab}`}>
          {tab === 'photos' && <PhotosPanel hotel={hotel} />}
          {tab === 'rooms' && <RoomsPanel hotel={hotel} />}
          {tab === 'seasons' && <SeasonsPanel hotel={hotel} />}
          {tab === 'supplements' && <SupplementsPanel hotel={hotel} />}
          {tab === 'offers' && <OffersPanel hotel={hotel} />}
          {tab === 'history' && <HistoryPanel hotel={hotel} />}
        </Box>
      </CardContent>
    </Card>
  );
}
