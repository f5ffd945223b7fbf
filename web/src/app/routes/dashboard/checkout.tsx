/** Pay all: the one payment page, over a checkout of every held order. */
export { Component } from './payment';
