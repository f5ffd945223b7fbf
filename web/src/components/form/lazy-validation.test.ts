import { object, string } from 'yup';
import { describe, expect, it } from 'vitest';
import { lazyValidation } from './lazy-validation';

const schema = object({
  name: string().trim().required('Name, please'),
  city: string().required('City, please').max(5, 'Five letters at most'),
});
const validate = lazyValidation<{ name: string; city: string }>(() => Promise.resolve(schema));

describe('lazyValidation', () => {
  it('gives the error of every field at once, as validationSchema does', async () => {
    await expect(validate({ name: '  ', city: '' })).resolves.toEqual({
      name: 'Name, please',
      city: 'City, please',
    });
    await expect(validate({ name: 'Ada', city: 'Lisbon' })).resolves.toEqual({
      city: 'Five letters at most',
    });
  });

  it('gives no errors for valid values', async () => {
    await expect(validate({ name: 'Ada', city: 'Porto' })).resolves.toEqual({});
  });

  it('passes on a failure to load the schema', async () => {
    const failing = lazyValidation(() => Promise.reject(new Error('chunk failed')));
    await expect(failing({})).rejects.toThrow('chunk failed');
  });
});
