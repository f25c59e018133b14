// The way to the box. Every demo warehouse's links carry its own address (and its coordinates when a place
// has them), so the customer's map opens on the right building.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mapLinks } from '@sb/contracts';
import { places } from '../src/seed/places.ts';

const decodedQuery = (href: string) => decodeURIComponent(href.replace(/^[^?]*\?/, '').replace(/\+/g, ' '));

test('every demo warehouse: Yandex Maps, 2GIS and the device maps carry its address', () => {
  assert.equal(places.length, 9);
  for (const place of places) {
    for (const apple of [false, true]) {
      const links = mapLinks({ address: place.address, name: place.name }, { apple });
      assert.equal(links.yandex, `https://yandex.ru/maps/?text=${encodeURIComponent(place.address)}`, place.code);
      assert.equal(new URL(links.yandex).searchParams.get('text'), place.address, place.code);
      assert.equal(decodeURIComponent(links.twoGis.replace('https://2gis.ru/search/', '')), place.address, place.code);
      if (apple) assert.equal(new URL(links.device).searchParams.get('q'), place.address, place.code);
      else {
        assert.ok(links.device.startsWith('geo:0,0?q='), links.device);
        assert.equal(decodedQuery(links.device).replace(/^q=/, ''), place.address, place.code);
      }
    }
  }
});

test('a place with coordinates pins them and keeps its address as the search', () => {
  const links = mapLinks({ address: 'Москва, ул. Тверская, 1', name: 'Склад на Тверской', lat: 55.757, lon: 37.613 });
  assert.equal(new URL(links.yandex).searchParams.get('pt'), '37.613,55.757');
  assert.equal(new URL(links.yandex).searchParams.get('text'), 'Москва, ул. Тверская, 1');
  assert.ok(links.twoGis.startsWith('https://2gis.ru/geo/37.613,55.757'));
  assert.equal(links.device, `geo:55.757,37.613?q=55.757,37.613(${encodeURIComponent('Склад на Тверской')})`);
  const apple = mapLinks({ address: 'Москва, ул. Тверская, 1', lat: 55.757, lon: 37.613 }, { apple: true });
  assert.equal(new URL(apple.device).searchParams.get('ll'), '55.757,37.613');
});

test('an address with spaces, commas and a slash travels encoded, never cut', () => {
  const links = mapLinks({ address: 'Москва, ул. Лесная, 20с3 / вход со двора & ворота №2' });
  assert.equal(new URL(links.yandex).searchParams.get('text'), 'Москва, ул. Лесная, 20с3 / вход со двора & ворота №2');
  assert.ok(!links.twoGis.replace('https://2gis.ru/search/', '').includes('/'));
});
