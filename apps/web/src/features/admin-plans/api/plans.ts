import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type {
  AddLimitToPlanInput,
  CreateLimitInput,
  CreatePlanInput,
  UpdateLimitInput,
  UpdatePlanInput,
} from '../../../gql/graphql.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// `/admin/plans`: every plan (hidden ones too) with every limit, a new plan, a plan's fields and
// a limit's value (admin operations of the admin-plans module; each one lands in the audit log).

export const ADMIN_PLANS = graphql(`
  query adminPlans {
    getAllPlans {
      id
      name
      price
      price3m
      price12m
      freeTier
      description
      visible
      limits {
        id
        action
        label
        visible
        limitDisplay
        limitInterval
        limit {
          type
          value
        }
      }
    }
  }
`);

export const ADMIN_CREATE_PLAN = graphql(`
  mutation adminCreatePlan($input: CreatePlanInput!) {
    createPlan(createPlanInput: $input) {
      id
    }
  }
`);

export const ADMIN_UPDATE_PLAN = graphql(`
  mutation adminUpdatePlan($input: UpdatePlanInput!) {
    updatePlan(updatePlanInput: $input) {
      id
    }
  }
`);

export const ADMIN_UPDATE_LIMIT = graphql(`
  mutation adminUpdateLimit($input: UpdateLimitInput!) {
    updateLimit(updateLimitInput: $input) {
      id
    }
  }
`);

export const ADMIN_CREATE_LIMIT = graphql(`
  mutation adminCreateLimit($input: CreateLimitInput!) {
    createLimit(createLimitInput: $input) {
      id
    }
  }
`);

export const ADMIN_COPY_LIMIT = graphql(`
  mutation adminCopyLimit($input: AddLimitToPlanInput!) {
    addLimitToPlan(addLimitToPlanInput: $input) {
      id
    }
  }
`);

export const ADMIN_PLAN_AUDIENCE = graphql(`
  query adminPlanAudience {
    getPlanAudience {
      planId
      users
    }
  }
`);

const KEY = ['admin-plans'] as const;

/** How many users each plan applies to now (plan id → count), read again after every change. */
export function usePlanAudience() {
  return useQuery({
    queryKey: [...KEY, 'audience'],
    queryFn: async () =>
      new Map((await apiRequest(ADMIN_PLAN_AUDIENCE)).getPlanAudience.map((row) => [row.planId, row.users])),
  });
}

export function useAdminPlans() {
  return useQuery({ queryKey: KEY, queryFn: async () => (await apiRequest(ADMIN_PLANS)).getAllPlans });
}

export type AdminPlan = NonNullable<ReturnType<typeof useAdminPlans>['data']>[number];
export type AdminLimit = AdminPlan['limits'][number];

/** Creating or changing a plan or limit: the plans are read again afterwards. */
export function usePlanChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  return {
    create: useMutation({
      mutationFn: async (input: CreatePlanInput) =>
        (await apiRequest(ADMIN_CREATE_PLAN, { input })).createPlan,
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: async (input: UpdatePlanInput) =>
        (await apiRequest(ADMIN_UPDATE_PLAN, { input })).updatePlan,
      onSuccess: refresh,
    }),
    createLimit: useMutation({
      mutationFn: async (input: CreateLimitInput) =>
        (await apiRequest(ADMIN_CREATE_LIMIT, { input })).createLimit,
      onSuccess: refresh,
    }),
    copyLimit: useMutation({
      mutationFn: async (input: AddLimitToPlanInput) =>
        (await apiRequest(ADMIN_COPY_LIMIT, { input })).addLimitToPlan,
      onSuccess: refresh,
    }),
    updateLimit: useMutation({
      mutationFn: async (input: UpdateLimitInput) =>
        (await apiRequest(ADMIN_UPDATE_LIMIT, { input })).updateLimit,
      onSuccess: refresh,
    }),
  };
}
