import { general } from '../../src/index.ts';
import { proposed } from './expectations.ts';
import {
  answersJson,
  arrayContaining,
  boolean,
  clientFor,
  documentedBoxTemplate,
  documentedFreeBoxTemplate,
  documentedFullPlaceTemplate,
  eachLike,
  everyPlaceTemplate,
  failure,
  freeBoxTemplate,
  boxTemplate,
  fromProviderState,
  fullPlaceTemplate,
  messageLike,
  generalPact,
  integer,
  number,
  sendsJson,
  string,
} from './helpers.ts';

const warehouses = { placeCode: 'MSK-01', cellId: 2001 };
/** The boxes of the list the cabinet reads with these: every one as the parser reads it, and one free box. */
const catalogBoxQuery = { place_code: 'MSK-01' };

const sizeTemplate = { place_code: string('MSK-01'), size: number(2.5), count: integer(3), month_rate: number(4500), free: boolean(true) };

describe('general API: warehouses', () => {
  // the list is refused whole by the cabinet's parser for one bad warehouse: every element matched by what every
  // warehouse carries; what one with managers, photos and maps adds, by the interaction below
  it('should list the warehouses, every one as the parser reads it', async () => {
    await generalPact()
      .addInteraction()
      .given('the demo warehouses exist', warehouses)
      .uponReceiving('a request for the warehouses, every warehouse')
      .withRequest('GET', '/api/places/list')
      .willRespondWith(200, answersJson({ places: eachLike(everyPlaceTemplate) }))
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(general.placesList);
        expect(answer.places[0]).toMatchObject({ code: 'MSK-01', city_name: 'Москва' });
      });
  });

  it('should list the warehouses: one with everything the spec names, as the spec documents it', async () => {
    await generalPact()
      .addInteraction()
      .given('the demo warehouses exist', warehouses)
      .uponReceiving('a request for the warehouses, one with all the spec names as the spec documents it')
      .withRequest('GET', '/api/places/list')
      .willRespondWith(200, answersJson({ places: arrayContaining(documentedFullPlaceTemplate) }))
      .executeTest(async (mock) => {
        // read raw: the spec names the managers, not a manager's fields (the parser's are the proposals' twin)
        const body = (await (await fetch(`${mock.url}/api/places/list`)).json()) as { places: Array<Record<string, unknown>> };
        expect(body.places[0]).toMatchObject({ code: 'MSK-01', subway: 'Тверская', complectation: [{ uuid: 1 }], managers: [{}] });
        expect(body.places[0]?.work_hours).toEqual([{ time_from: '10:00', time_to: '20:00' }]);
      });
  });

  it('should list the warehouses', async () => {
    await generalPact()
      .addInteraction()
      .given('the demo warehouses exist', warehouses)
      .uponReceiving(proposed('a request for the warehouses', 'place-maps'))
      .withRequest('GET', '/api/places/list')
      .willRespondWith(200, answersJson({ places: arrayContaining(fullPlaceTemplate) }))
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(general.placesList);
        expect(answer.places[0]?.code).toBe('MSK-01');
        expect(answer.places[0]?.work_hours[0]).toEqual({ time_from: '10:00', time_to: '20:00' });
        expect(answer.places[0]?.maps?.road).toBe('/static/maps/MSK-01/road.html');
      });
  });

  it('should answer one warehouse by code, as the spec documents it', async () => {
    await generalPact()
      .addInteraction()
      .given('the demo warehouses exist', warehouses)
      .uponReceiving('a request for warehouse MSK-01, as the spec documents it')
      .withRequest('GET', '/api/places/one', (b) => {
        b.query({ code: 'MSK-01' });
      })
      .willRespondWith(200, answersJson({ place: documentedFullPlaceTemplate }))
      .executeTest(async (mock) => {
        // read raw: the spec names the managers, not a manager's fields (the parser's are the proposals' twin)
        const body = (await (await fetch(`${mock.url}/api/places/one?code=MSK-01`)).json()) as { place: Record<string, unknown> };
        expect(body.place).toMatchObject({ subway: 'Тверская', complectation: [{ uuid: 1 }], managers: [{}] });
        expect(body.place.work_hours).toEqual([{ time_from: '10:00', time_to: '20:00' }]);
      });
  });

  it('should answer one warehouse by code', async () => {
    await generalPact()
      .addInteraction()
      .given('the demo warehouses exist', warehouses)
      .uponReceiving(proposed('a request for warehouse MSK-01', 'place-maps'))
      .withRequest('GET', '/api/places/one', (b) => {
        b.query({ code: 'MSK-01' });
      })
      .willRespondWith(
        200,
        answersJson({
          place: fullPlaceTemplate,
        }),
      )
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(general.placeOne, { query: { code: 'MSK-01' } });
        expect(answer.place.subway).toBe('Тверская');
        expect(answer.place.managers[0]?.first_name).toBe('Анна');
      });
  });

  it('should answer 404 for an unknown warehouse', async () => {
    await generalPact()
      .addInteraction()
      .given('the demo warehouses exist', warehouses)
      .uponReceiving(proposed('a request for an unknown warehouse', 'not-found-codes'))
      .withRequest('GET', '/api/places/one', (b) => {
        b.query({ code: 'NOPE-99' });
      })
      .willRespondWith(404, answersJson({ error_code: 'PLACE_NOT_FOUND', message: messageLike('place not found') }))
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(general.placeOne, { query: { code: 'NOPE-99' } }));
        expect(error).toMatchObject({ status: 404, code: 'PLACE_NOT_FOUND' });
      });
  });
});

describe('general API: box sizes and boxes', () => {
  it('should list the sizes of chosen warehouses', async () => {
    await generalPact()
      .addInteraction()
      .given('the demo warehouses exist', warehouses)
      .uponReceiving('a request for the sizes of warehouse MSK-01')
      .withRequest('POST', '/api/places/box/sizes/box', sendsJson({ places: ['MSK-01'] }))
      .willRespondWith(200, answersJson({ sizes: eachLike(sizeTemplate) }))
      .executeTest(async (mock) => {
        expect((await clientFor(mock.url).call(general.sizesBox, { body: { places: ['MSK-01'] } })).sizes[0]?.place_code).toBe('MSK-01');
      });
  });

  // the list is refused whole by the cabinet's parser for one bad box: every element matched by what every box
  // carries; `place` (the warehouse of a box that can be booked, null otherwise) by one free box
  it('should list the boxes of a warehouse, every one as the parser reads it', async () => {
    await generalPact()
      .addInteraction()
      .given('the demo warehouses exist', warehouses)
      .uponReceiving('a request for the boxes of warehouse MSK-01, every box')
      .withRequest('GET', '/api/places/catalog/box', (b) => {
        b.query(catalogBoxQuery);
      })
      .willRespondWith(200, answersJson({ boxes: eachLike(documentedBoxTemplate) }))
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(general.catalogBox, { query: catalogBoxQuery });
        expect(answer.boxes[0]).toMatchObject({ cell_id: 2001, free: true, status: 'free' });
      });
  });

  it('should list the boxes of a warehouse, a free one with its warehouse', async () => {
    await generalPact()
      .addInteraction()
      .given('the demo warehouses exist', warehouses)
      .uponReceiving('a request for the boxes of warehouse MSK-01, a free box')
      .withRequest('GET', '/api/places/catalog/box', (b) => {
        b.query(catalogBoxQuery);
      })
      .willRespondWith(200, answersJson({ boxes: arrayContaining(documentedFreeBoxTemplate) }))
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(general.catalogBox, { query: catalogBoxQuery });
        expect(answer.boxes[0]).toMatchObject({ cell_id: 2001, free: true, place: 'MSK-01' });
      });
  });

  it('should list the boxes of a warehouse with their warehouse code, lock and climate', async () => {
    await generalPact()
      .addInteraction()
      .given('the demo warehouses exist', warehouses)
      .uponReceiving(proposed('a request for the boxes of warehouse MSK-01, every box', 'box-fields'))
      .withRequest('GET', '/api/places/catalog/box', (b) => {
        b.query(catalogBoxQuery);
      })
      .willRespondWith(200, answersJson({ boxes: eachLike(boxTemplate) }))
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(general.catalogBox, { query: catalogBoxQuery });
        expect(answer.boxes[0]).toMatchObject({ place_code: 'MSK-01', lock: true, climate: true });
      });
  });

  it('should answer one box', async () => {
    await generalPact()
      .addInteraction()
      .given('the demo warehouses exist', warehouses)
      .uponReceiving('a request for box 2001')
      .withRequest('GET', '/api/places/floors/cell/info', (b) => {
        b.query({ cell: fromProviderState('${cellId}', '2001') });
      })
      .willRespondWith(200, answersJson({ cell: documentedFreeBoxTemplate }))
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(general.cellInfo, { query: { cell: 2001 } });
        expect(answer.cell.month_rate).toBe(4500);
        expect(answer.cell.place).toBe('MSK-01');
      });
  });

  it('should answer one box with its warehouse code, lock and climate', async () => {
    await generalPact()
      .addInteraction()
      .given('the demo warehouses exist', warehouses)
      .uponReceiving(proposed('a request for box 2001', 'box-fields'))
      .withRequest('GET', '/api/places/floors/cell/info', (b) => {
        b.query({ cell: fromProviderState('${cellId}', '2001') });
      })
      .willRespondWith(200, answersJson({ cell: freeBoxTemplate }))
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(general.cellInfo, { query: { cell: 2001 } });
        expect(answer.cell.month_rate).toBe(4500);
        expect(answer.cell).toMatchObject({ place_code: 'MSK-01', lock: true, climate: true });
      });
  });

  it('should answer the photos of a size range keyed min_max', async () => {
    await generalPact()
      .addInteraction()
      .given('the demo warehouses exist', warehouses)
      .uponReceiving('a request for the photos of boxes from 2.49 to 2.51 m2')
      .withRequest('GET', '/api/cells/get-photos', (b) => {
        b.query({ low: '2.49', up: '2.51' });
      })
      .willRespondWith(200, answersJson({ photos: { '2.49_2.51': eachLike({ link: string('/static/boxes/small-1.jpg') }) } }))
      .executeTest(async (mock) => {
        const answer = await clientFor(mock.url).call(general.cellPhotos, { query: { low: 2.49, up: 2.51 } });
        expect(answer.photos['2.49_2.51']?.[0]?.link).toBe('/static/boxes/small-1.jpg');
      });
  });

  it('should answer 404 for a box that is gone', async () => {
    await generalPact()
      .addInteraction()
      .given('the demo warehouses exist', warehouses)
      .uponReceiving(proposed('a request for an unknown box', 'not-found-codes'))
      .withRequest('GET', '/api/places/floors/cell/info', (b) => {
        b.query({ cell: '999999' });
      })
      .willRespondWith(404, answersJson({ error_code: 'CELL_NOT_FOUND', message: messageLike('order item not found') }))
      .executeTest(async (mock) => {
        const error = await failure(clientFor(mock.url).call(general.cellInfo, { query: { cell: 999999 } }));
        expect(error.code).toBe('CELL_NOT_FOUND');
      });
  });
});
