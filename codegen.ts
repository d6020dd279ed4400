/**
 * GraphQL code generation: the schema file is the contract; the server's resolver types and the
 * client's typed documents are derived from it. `npm run codegen` writes them; `npm test` checks
 * that they are current (`codegen --check`).
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'src/server/graphql/schema.graphql',
  documents: ['src/app/**/*.{ts,tsx}', '!src/app/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'src/app/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { ID: 'string' } },
    },
    'src/server/graphql/generated-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: './context.ts#GraphQLContext',
        // What resolvers pass down for types whose fields load separately (models.ts).
        mappers: {
          User: './models.ts#UserModel',
          UserProfile: './models.ts#UserProfileModel',
        },
        scalars: { ID: 'string' },
      },
    },
  },
};

export default config;
