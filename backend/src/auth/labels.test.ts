import { userLabels } from './labels';

test('labels are the strings of the stored JSON array; anything else stored there is no label', () => {
  expect(userLabels({ labels: '["staff"]' })).toEqual(['staff']);
  expect(userLabels({ labels: '["staff",7,null,"beta"]' })).toEqual(['staff', 'beta']);
  for (const labels of ['', 'not json', '"staff"', '{"0":"staff"}', 'null']) expect(userLabels({ labels })).toEqual([]);
});
