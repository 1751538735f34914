import { describe, expect, it } from 'vitest';
import { rentEstimate } from './rent-estimate';

describe('rentEstimate', () => {
  it('gives the monthly and yearly rent of an annual rate per sq ft', () => {
    expect(rentEstimate({ rate: 30, squareFootage: 3800, priceOnRequest: false })).toBe('≈ $9,500/month · $114,000/year at $30/sq ft/yr');
  });

  it('rounds to whole dollars and keeps the cents of the rate', () => {
    expect(rentEstimate({ rate: 38.5, squareFootage: 2450, priceOnRequest: false })).toBe(
      '≈ $7,860/month · $94,325/year at $38.50/sq ft/yr',
    );
  });

  it('shows nothing when the rate is not shown or there is nothing to multiply', () => {
    expect(rentEstimate({ rate: 30, squareFootage: 3800, priceOnRequest: true })).toBeNull();
    expect(rentEstimate({ rate: 0, squareFootage: 3800, priceOnRequest: false })).toBeNull();
    expect(rentEstimate({ rate: 30, squareFootage: 0, priceOnRequest: false })).toBeNull();
  });
});
