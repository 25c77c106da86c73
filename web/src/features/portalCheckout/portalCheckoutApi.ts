import type { PortalCheckoutDto, PortalCheckoutFormInput, PortalCheckoutResultDto } from '@parks/schemas/portal';
import { api } from '../../app/api.ts';

const seg = encodeURIComponent;

/**
 * The portal checkout by user id (/api/PortalCheckout): the checkout DTO, recomputed from the cleaned form
 * values when the address, shipping method or option, customer number or PO number changes; the review (the
 * server checks what it would create); and Create, which places the order.
 */
const portalCheckoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPortalCheckout: build.query<
      PortalCheckoutDto,
      Readonly<{ userId: string; form?: Partial<PortalCheckoutFormInput> }>
    >({
      query: ({ userId, form }) =>
        form
          ? { auth: 'user', url: `/PortalCheckout/GetById/${seg(userId)}`, method: 'PUT', body: form }
          : { auth: 'user', url: `/PortalCheckout/GetById/${seg(userId)}` },
      providesTags: ['PortalCheckout'],
    }),
    reviewPortalOrder: build.mutation<PortalCheckoutDto, Readonly<{ userId: string; form: PortalCheckoutFormInput }>>({
      query: ({ userId, form }) => ({
        auth: 'user',
        url: `/PortalCheckout/Review/${seg(userId)}`,
        method: 'POST',
        body: form,
      }),
    }),
    submitPortalOrder: build.mutation<
      PortalCheckoutResultDto,
      Readonly<{ userId: string; form: PortalCheckoutFormInput; idempotencyKey: string }>
    >({
      query: ({ userId, form, idempotencyKey }) => ({
        auth: 'user',
        url: `/PortalCheckout/Create/${seg(userId)}`,
        method: 'POST',
        body: form,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: [{ type: 'PortalCart', id: 'LIST' }, 'PortalCheckout', { type: 'AccountOrder', id: 'LIST' }],
    }),
  }),
});

export const { useGetPortalCheckoutQuery, useReviewPortalOrderMutation, useSubmitPortalOrderMutation } =
  portalCheckoutApi;
