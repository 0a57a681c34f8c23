struct AlphaTests {}
