// A script run by hand: outside every target, so not compiled and not indexed.
print("generate")
