// The way to a warehouse: links that open it in Yandex Maps, 2GIS or the device's own maps app. A proposal beyond
// the spec: no call answers with coordinates today, so the address is what every link carries; a place
// that has coordinates gets them too (the pin is exact, the address stays as the label).

/** Where a warehouse is: its address (as the order's place carries it) and, when known, its coordinates. */
export interface MapTarget {
  address: string;
  /** the warehouse's name, the label of the pin */
  name?: string;
  lat?: number | null;
  lon?: number | null;
}

export interface MapLinks {
  yandex: string;
  twoGis: string;
  /** the device's own maps app: Apple Maps on iPhone, iPad and Mac, a `geo:` URI elsewhere (Android) */
  device: string;
}

const hasCoords = (t: MapTarget): t is MapTarget & { lat: number; lon: number } =>
  typeof t.lat === 'number' && typeof t.lon === 'number' && Number.isFinite(t.lat) && Number.isFinite(t.lon);

/** The three links for a warehouse; `apple` picks Apple Maps for the device link. */
export function mapLinks(target: MapTarget, { apple = false }: { apple?: boolean } = {}): MapLinks {
  const q = encodeURIComponent(target.address.trim());
  if (hasCoords(target)) {
    const { lat, lon } = target;
    const label = encodeURIComponent(target.name ?? target.address);
    return {
      yandex: `https://yandex.ru/maps/?pt=${lon},${lat}&z=16&l=map&text=${q}`,
      twoGis: `https://2gis.ru/geo/${lon},${lat}?query=${q}`,
      device: apple ? `https://maps.apple.com/?ll=${lat},${lon}&q=${label}` : `geo:${lat},${lon}?q=${lat},${lon}(${label})`,
    };
  }
  return {
    yandex: `https://yandex.ru/maps/?text=${q}`,
    twoGis: `https://2gis.ru/search/${q}`,
    device: apple ? `https://maps.apple.com/?q=${q}` : `geo:0,0?q=${q}`,
  };
}
