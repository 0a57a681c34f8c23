// A script run by hand, in no target: not indexed.
print("generated")
