// Search
