// mf-catalog's modules rendered the way the shell hosts them (the shared harness of
// shared-contracts/testing) inside the team's root. Recommendation strips a test does not care
// about get nothing to show.
import type { MockLink } from '@apollo/client/testing';
import { CatalogRecommendationsDocument } from 'shared-contracts/graphql';
import { createRenderWithShell } from 'shared-contracts/testing';
import { CatalogRoot } from '../common/CatalogRoot';

export type { ShellOptions } from 'shared-contracts/testing';

const noRecommendations: MockLink.MockedResponse = {
  request: { query: CatalogRecommendationsDocument, variables: () => true },
  result: { data: { recommendations: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

export const renderWithShell = createRenderWithShell({ Root: CatalogRoot, fallbackMocks: [noRecommendations] });
