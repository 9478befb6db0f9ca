import { createPimClient } from '@pim/client';

const pim = createPimClient({
  baseUrl: 'http://localhost:4000',
  credentials: { email: 'admin@pim.local', password: 'admin-demo-pass' },
});
const { data } = await pim.api.GET('/products', { params: { query: { page_size: 5 } } });
console.log(data?.data.items.map((product) => product.code));
