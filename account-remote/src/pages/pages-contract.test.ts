import { testRemotePagesContract } from '@rcm/shared/testing/react';

testRemotePagesContract('account', (folder) => import(`./${folder}/index.ts`));
