// The store map (Google Maps through @vis.gl/react-google-maps): a marker per listed store; the
// selected store's marker is centred at MAP_DEFAULT.markerZoom with its info window open.
// Without a selection the map fits the listed stores, or shows Turkey at the default zoom.
import { APIProvider, InfoWindow, Map, Marker, useMap } from '@vis.gl/react-google-maps';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { MAP_DEFAULT, type Language } from 'shared-contracts/rules';
import type { StoreItem } from './store-filters';
import styles from './StoresMap.module.css';

interface Props {
  apiKey: string;
  language: Language;
  stores: StoreItem[];
  selected: StoreItem | null;
  onSelect: (storeId: number | null) => void;
}

const position = (store: StoreItem) => ({ lat: store.latitude, lng: store.longitude });

function MapCamera({ stores, selected }: { stores: StoreItem[]; selected: StoreItem | null }) {
  const map = useMap();
  useEffect(() => {
    if (!map) return;
    if (selected) {
      map.panTo(position(selected));
      map.setZoom(MAP_DEFAULT.markerZoom);
    } else if (stores.length === 1) {
      map.panTo(position(stores[0]));
      map.setZoom(MAP_DEFAULT.markerZoom);
    } else if (stores.length > 1) {
      const lats = stores.map((s) => s.latitude);
      const lngs = stores.map((s) => s.longitude);
      map.fitBounds({ north: Math.max(...lats), south: Math.min(...lats), east: Math.max(...lngs), west: Math.min(...lngs) }, 48);
    } else {
      map.panTo(MAP_DEFAULT.center);
      map.setZoom(MAP_DEFAULT.zoom);
    }
  }, [map, stores, selected]);
  return null;
}

export function StoresMap({ apiKey, language, stores, selected, onSelect }: Props) {
  const intl = useIntl();
  return (
    <div className={styles.map} role="region" aria-label={intl.formatMessage({ id: 'stores.map' })}>
      <APIProvider apiKey={apiKey} language={language} region="TR">
        <Map defaultCenter={MAP_DEFAULT.center} defaultZoom={MAP_DEFAULT.zoom} gestureHandling="cooperative" clickableIcons={false} className={styles.canvas}>
          {stores.map((store) => (
            <Marker key={store.id} position={position(store)} title={store.name} onClick={() => onSelect(store.id)} />
          ))}
          {selected && (
            <InfoWindow position={position(selected)} pixelOffset={[0, -36]} headerContent={<strong>{selected.name}</strong>} onCloseClick={() => onSelect(null)}>
              <p className={styles.info}>
                {selected.address}
                <br />
                {selected.district} / {selected.city}
                <br />
                <a href={`tel:${selected.phone.replace(/[^\d+]/g, '')}`}>{selected.phone}</a>
              </p>
            </InfoWindow>
          )}
          <MapCamera stores={stores} selected={selected} />
        </Map>
      </APIProvider>
    </div>
  );
}
