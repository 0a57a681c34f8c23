struct BrokenApp {}
