import { configureStore } from '@reduxjs/toolkit';
import { api } from './api.ts';
import { sessionSlice } from './session.ts';

export const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer, session: sessionSlice.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
